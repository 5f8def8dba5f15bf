// PrimeReact's components write their shared style sheets again at each mount: every Button, Dialog or
// MultiSelect that appears sets the text of <style data-primereact-style-id="common"> (and of its own
// component's sheet) to the same CSS. Writing a <style>'s text, even unchanged, makes the browser build
// that sheet anew: a style recalculation and a relayout of the whole document ("Fonts changed"), about
// 25 + 27 ms at full CPU speed on the week's duty grid, at every commit that mounts a PrimeReact component
// (docs/architecture.md#main-thread-work-of-the-screens). This skips a write that would change nothing,
// for PrimeReact's own sheets only; any other <style> behaves as the DOM says.

const ATTRIBUT = 'data-primereact-style-id';

/** Installed once, before the first render (main.tsx). */
export function stabiliserStylesPrimeReact(): void {
  const texte = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
  const style = HTMLStyleElement.prototype;
  if (!texte?.get || !texte.set || Object.prototype.hasOwnProperty.call(style, 'textContent')) return;
  const { get, set } = texte;
  Object.defineProperty(style, 'textContent', {
    configurable: true,
    enumerable: texte.enumerable ?? false,
    get(this: HTMLStyleElement) {
      return get.call(this);
    },
    set(this: HTMLStyleElement, valeur: string | null) {
      if (this.hasAttribute(ATTRIBUT) && get.call(this) === valeur) return;
      set.call(this, valeur);
    },
  });
}
