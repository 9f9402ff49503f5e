// When each typed key's frame was presented, read from a Chromium trace of the typing. Chromium records an
// `EventTiming` trace event for every input event (the Event Timing API's entry before its rounding to 8 ms
// and its 16 ms reporting threshold): its `duration` runs from the event's timestamp to the presentation of
// the first frame after the event was handled, in the page's clock. A timeout queued from the frame's
// requestAnimationFrame callback, which the bench read before, waits behind the tasks queued ahead of it
// (React's scheduler working on the typing's transitions) and ran a median 4–14 ms after the presentation
// (bench/README.md, "Seventh round").

/** The category of the `EventTiming` trace events. */
export const KEY_PRESENTATION_CATEGORIES = ['devtools.timeline'];

interface EventTimingEvent {
  name: string;
  ph: string;
  args?: { data?: { type?: string; timeStamp?: number; duration?: number } };
}

/** Each keydown's timestamp and the time its frame was presented, both in the page's clock (ms). */
export function keyPresentations(trace: Buffer): { at: number; presented: number }[] {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: EventTimingEvent[] };
  return traceEvents
    .filter(
      (event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.type === 'keydown',
    )
    .map((event) => {
      const { timeStamp, duration } = event.args!.data!;
      return { at: timeStamp!, presented: timeStamp! + duration! };
    })
    .sort((a, b) => a.at - b.at);
}
