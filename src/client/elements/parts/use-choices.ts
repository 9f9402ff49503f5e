import { useEffect, useEffectEvent, useState } from 'react';

/** A choice the widget does not own, such as a security group or an entity: its guid and its name. */
export interface Choice {
  guid: string;
  name: string;
}

type Loaded = { key: string; choices: Choice[] | null; failed: boolean };

/**
 * Choices loaded through a renderer service, reloaded when `key` changes (e.g. another entity type).
 * The service itself fetches and caches; a widget only asks. `choices` is null while loading.
 */
export function useChoices(
  key: string,
  load: () => Promise<Choice[]>,
): { choices: Choice[] | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded>({ key, choices: null, failed: false });
  // The service object may be new on every render; only the key decides when to load again.
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow().then(
      (choices) => current && setLoaded({ key, choices, failed: false }),
      () => current && setLoaded({ key, choices: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return loaded.key === key ? loaded : { choices: null, failed: false };
}
