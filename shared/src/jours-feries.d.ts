// Types of @socialgouv/jours-feries 2.0.0 (the package ships none): holiday name -> local midnight.
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(annee: number, options?: { alsace?: boolean }): Record<string, Date>;
}
