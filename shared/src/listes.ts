// Spec §3 'Lists exist for commissariat, requérant, dprapport ...; their fields are not shown' and
// 'Payment split: unique per office and date; fields not shown'. The fields below are our reading of
// the glossary (../GLOSSARY.md): what a forensic unit's secretariat needs to pick an origin, bill a
// requester and name a report type, and what a payment split must say (who is owed what, what the
// office keeps). Later issues that build these screens may extend them.
import * as z from 'zod';
import { SECTEURS } from './enums.ts';

const nomRequis = (message: string) => z.string({ error: message }).trim().min(1, message).max(120, message);
const notes = z.string().max(2000, 'Les notes ne doivent pas dépasser 2000 caractères').default('');

/** Police station (the patient's origin, 'Veuillez choisir une origine'); its sector maps to a DV zone. */
export const commissariatSchema = z.object({
  id: z.string(),
  nom: nomRequis('Veuillez entrer le nom du commissariat'),
  secteur: z.enum(SECTEURS, { error: 'Veuillez choisir un secteur' }),
  bureau: z.string({ error: 'Veuillez choisir un bureau' }).min(1, 'Veuillez choisir un bureau'),
  notes,
});
export type Commissariat = z.infer<typeof commissariatSchema>;

/** Requester: the authority that issued the requisition and is billed (bordereaux). */
export const requerantSchema = z.object({
  id: z.string(),
  nom: nomRequis('Veuillez entrer le nom du requérant'),
  adresse: z.string().max(500, "L'adresse ne doit pas dépasser 500 caractères").default(''),
  bureau: z.string({ error: 'Veuillez choisir un bureau' }).min(1, 'Veuillez choisir un bureau'),
  notes,
});
export type Requerant = z.infer<typeof requerantSchema>;

/** Report type (dprapport). */
export const dpRapportSchema = z.object({
  id: z.string(),
  nom: nomRequis('Veuillez entrer le nom du type de rapport'),
  notes,
});
export type DpRapport = z.infer<typeof dpRapportSchema>;

const centimesPositifs = (message: string) => z.number({ error: message }).int(message).min(0, message);

/** One examiner's line of a payment split, amounts in integer cents. */
export const ligneRepartitionSchema = z.object({
  examinateurId: z.string().min(1, "Veuillez choisir l'examinateur"),
  nombreActes: z.number().int().min(0),
  montantHT: centimesPositifs('Veuillez entrer un montant'),
  partExaminateur: centimesPositifs('Veuillez entrer un montant'),
  partBureau: centimesPositifs('Veuillez entrer un montant'),
});

/**
 * Payment split: unique per office and date (the database enforces it with a conditional write on the
 * key office + day). `date` is a day number (days since 1970-01-01).
 */
export const repartitionPaiementSchema = z
  .object({
    bureau: z.string().min(1, 'Veuillez choisir un bureau'),
    date: z.number({ error: 'Veuillez entrer une date' }).int('Veuillez entrer une date'),
    lignes: z.array(ligneRepartitionSchema),
    version: z.number().int().min(1),
  })
  .refine((r) => r.lignes.every((l) => l.partExaminateur + l.partBureau === l.montantHT), {
    message: 'La part de l’examinateur et la part du bureau doivent faire le montant HT',
    path: ['lignes'],
  });
export type RepartitionPaiement = z.infer<typeof repartitionPaiementSchema>;
