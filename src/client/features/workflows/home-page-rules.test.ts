import { describe, expect, it } from 'vitest';
import { showsFilters, workflowOpeningAlone } from './home-page-rules.ts';

describe('the workflow list on a home page', () => {
  it('shows filters on a Default home page always, on a Workflows one past ten workflows with a status list', () => {
    expect(showsFilters('Default', 0, 0)).toBe(true);
    expect(showsFilters(undefined, 1, 3)).toBe(true);
    expect(showsFilters('Workflows', 10, 3)).toBe(false);
    expect(showsFilters('Workflows', 11, 3)).toBe(true);
    expect(showsFilters('Workflows', 11, 0)).toBe(false);
  });

  it('opens the one workflow of a Workflows home page by itself, and nothing otherwise', () => {
    const one = [{ workflowGuid: 'w1' }];
    expect(workflowOpeningAlone('Workflows', one)).toBe('w1');
    expect(workflowOpeningAlone('Default', one)).toBeNull();
    expect(workflowOpeningAlone('Workflows', [...one, { workflowGuid: 'w2' }])).toBeNull();
    expect(workflowOpeningAlone('Workflows', undefined)).toBeNull();
  });
});
