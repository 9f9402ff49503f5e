import * as entities from './tables/entities.ts';
import * as forms from './tables/forms.ts';
import * as lists from './tables/lists.ts';
import * as organisations from './tables/organisations.ts';
import * as platform from './tables/platform.ts';
import * as realtime from './tables/realtime.ts';
import * as sessionMasks from './tables/session-masks.ts';
import * as workflows from './tables/workflows.ts';

/** The whole database schema, as drizzle sees it. Later areas add their table modules here. */
export const schema = {
  ...organisations,
  ...entities,
  ...platform,
  ...forms,
  ...sessionMasks,
  ...workflows,
  ...lists,
  ...realtime,
};
