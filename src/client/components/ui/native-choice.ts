// The browser's own checkboxes and radio buttons, drawn like the Radix `Checkbox` and `RadioGroupItem`. Form
// questions use them: a form shows hundreds, and the Radix ones render twice as they mount (each keeps its
// button in state) with a context, a hidden input and roving-focus bookkeeping each, which made a
// 1000-question form noticeably slower to open. Being `<input>`s, they are labelled by a plain
// `<label htmlFor>`, radios sharing a `name` are one group (arrow keys move the choice, Tab enters at the
// chosen one), and both are sent with a form like any other field.
//
// They are styles, not components: a widget draws `<input type="checkbox" className={NATIVE_CHECKBOX}>`,
// one element and no component of its own per option. The tick and the dot are the input's own ::before,
// drawn by the stylesheet (icon-mask in styles.css; an input without the browser's appearance shows its
// pseudo-elements), so ticking adds no element either. Their colours are printed even where the browser
// leaves backgrounds out, so a printed answer shows its choices.

/** A checkbox's classes; `data-slot="native-checkbox"` names it. */
export const NATIVE_CHECKBOX =
  'grid size-4 shrink-0 appearance-none place-content-center rounded-[4px] border border-input bg-card shadow-xs checked:border-primary checked:bg-primary checked:before:icon-mask checked:before:icon-check checked:before:size-3.5 checked:before:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 [print-color-adjust:exact] aria-invalid:border-destructive';

/** A radio button's classes; `data-slot="native-radio"` names it. */
export const NATIVE_RADIO =
  'grid size-4 shrink-0 appearance-none place-content-center rounded-full border border-input bg-card shadow-xs checked:border-primary checked:before:size-2 checked:before:rounded-full checked:before:bg-primary disabled:cursor-not-allowed disabled:opacity-50 [print-color-adjust:exact]';
