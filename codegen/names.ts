// Naming rules shared by the generators, so file names, type names and export names stay in step.

/** 'SimpleText' → 'simple-text' (schema and widget file names). */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** 'UserInfo' → 'userInfo' (names of exported constants). */
export function camelCase(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** True for names usable as TypeScript type names in PascalCase. */
export function isPascalCase(name: string): boolean {
  return /^[A-Z][A-Za-z0-9]*$/.test(name);
}

/** Export name of the validator of the schema titled `title`: 'UserInfo' → 'validateUserInfo'. */
export function validatorName(title: string): string {
  return `validate${title}`;
}

/** Title of the answer schema of an element type: 'SimpleText' → 'SimpleTextAnswer'. */
export function answerTitle(elementType: string): string {
  return `${elementType}Answer`;
}
