import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes win, so a caller's className overrides a variant. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
