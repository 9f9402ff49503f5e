// The element-event engine the renderer runs while answers are typed: the shared code the server runs after a
// save. Sum-to and percentage-to events share it with custom expressions, which bring JSONata and a
// linear-time regex engine (about a quarter of a form screen's script), so the renderer imports this module
// only for forms that have element events (see ResponseSession).
export { computeAfterSave } from '../../../shared/computed/compute-after-save.ts';
export { eventsBySource } from '../../../shared/computed/event-values.ts';
