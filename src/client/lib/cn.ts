import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes win, so a caller's className overrides a variant. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * A component's own classes with the caller's merged over them (cn). Without a caller's classes there is
 * nothing to override and the base is returned as it is: tailwind-merge builds its class map at its first
 * call, about 28 ms of a form's first render (bench/README.md), and a form's widgets pass no classes.
 * The bases given here hold no conflicting classes, so merging would return them unchanged
 * (`form-classes.test.tsx` checks every class a rendered form carries).
 */
export function withCallerClasses(base: string, className: string | undefined): string {
  return className ? cn(base, className) : base;
}
