import type { ReturnAction } from '../../shared/generated/types.gen.ts';
import { shortcodeNotFound } from '../../shared/routing/shortcode.ts';
import { EMPTY_GUID } from '../../shared/guid.ts';

/**
 * What the client should do right after loading the user info, given the shortcode the start page kept.
 * Shortcodes arrive with their own feature: until one can be looked up, every shortcode is unknown and
 * the person is told so the way the client shows return actions (docs/api-decisions.md).
 */
export function returnActionsFor(shortcode: string | undefined): ReturnAction[] {
  if (!shortcode) return [];
  return [
    {
      returnActionCode: 'ShowError',
      guid: EMPTY_GUID,
      message: shortcodeNotFound(shortcode),
      duration: 0,
    },
  ];
}
