import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { FormDefinition } from '../generated/types.gen.ts';
import { UNDO_CAPACITY, designerHistoryMachine, hasUnsavedChanges } from './designer-history.machine.ts';

const formNamed = (name: string): FormDefinition =>
  ({
    guid: 'f',
    name,
    orgGuid: 'o',
    formType: 'Other',
    formCode: 'F',
    components: [],
    rules: [],
  }) as FormDefinition;

function started(form = formNamed('v0')) {
  return createActor(designerHistoryMachine, { input: { form } }).start();
}
const nameOf = (actor: ReturnType<typeof started>) => actor.getSnapshot().context.present.name;

describe('designer undo history', () => {
  it('undoes and redoes changes in order', () => {
    const actor = started();
    actor.send({ type: 'design.change', form: formNamed('v1') });
    actor.send({ type: 'design.change', form: formNamed('v2') });
    actor.send({ type: 'design.undo' });
    expect(nameOf(actor)).toBe('v1');
    actor.send({ type: 'design.undo' });
    expect(nameOf(actor)).toBe('v0');
    actor.send({ type: 'design.redo' });
    expect(nameOf(actor)).toBe('v1');
  });

  it(`keeps only the last ${UNDO_CAPACITY} changes`, () => {
    const actor = started();
    for (let step = 1; step <= UNDO_CAPACITY + 3; step += 1)
      actor.send({ type: 'design.change', form: formNamed(`v${step}`) });
    for (let step = 0; step < UNDO_CAPACITY + 3; step += 1) actor.send({ type: 'design.undo' });
    expect(nameOf(actor)).toBe('v3');
    expect(actor.getSnapshot().can({ type: 'design.undo' })).toBe(false);
  });

  it('forgets what was undone once a new change is made', () => {
    const actor = started();
    actor.send({ type: 'design.change', form: formNamed('v1') });
    actor.send({ type: 'design.undo' });
    actor.send({ type: 'design.change', form: formNamed('other') });
    actor.send({ type: 'design.redo' });
    expect(nameOf(actor)).toBe('other');
    expect(actor.getSnapshot().can({ type: 'design.redo' })).toBe(false);
  });

  it('has unsaved changes until undone back to the saved form, and none after a save', () => {
    const actor = started();
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'design.change', form: formNamed('v1') });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'design.undo' });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'design.redo' });
    actor.send({ type: 'design.reset', form: formNamed('stored') });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    expect(nameOf(actor)).toBe('stored');
    expect(actor.getSnapshot().can({ type: 'design.undo' })).toBe(false);
  });

  it('makes one step of changes to the same edit in a row', () => {
    const actor = started();
    actor.send({ type: 'design.change', form: formNamed('moved') });
    for (const name of ['F', 'Fa', 'Fav'])
      actor.send({ type: 'design.change', form: formNamed(name), edit: 'label' });
    actor.send({ type: 'design.undo' });
    expect(nameOf(actor)).toBe('moved');
    actor.send({ type: 'design.redo' });
    actor.send({ type: 'design.change', form: formNamed('Favo'), edit: 'label' });
    actor.send({ type: 'design.undo' });
    expect(nameOf(actor)).toBe('Fav');
  });

  it('after a save keeps edits made while it was on its way, and clears the history', () => {
    const actor = started();
    const sent = formNamed('v1');
    actor.send({ type: 'design.change', form: sent });
    actor.send({ type: 'design.change', form: formNamed('v2') });
    actor.send({ type: 'design.saved', form: formNamed('v1 stored'), sent });
    expect(nameOf(actor)).toBe('v2');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    expect(actor.getSnapshot().can({ type: 'design.undo' })).toBe(false);
  });

  it('after a save of the draft itself takes the stored form and has nothing unsaved', () => {
    const actor = started();
    const sent = formNamed('v1');
    actor.send({ type: 'design.change', form: sent });
    actor.send({ type: 'design.saved', form: formNamed('v1 stored'), sent });
    expect(nameOf(actor)).toBe('v1 stored');
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
  });
});
