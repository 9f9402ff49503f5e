/**
 * The request header naming the hub connections of the tab that makes a write, comma-separated. A live
 * event the write causes (an answer saved, a form or workflow updated) is not sent back to those
 * connections, whose screen already shows the change, but reaches every other tab, the writer's own other
 * tabs included. A write that names none (a script calling the API) reaches every tab.
 */
export const WRITER_CONNECTIONS_HEADER = 'X-Writer-Connections';

/** At most this many ids are read from the header: a tab holds one connection per hub. */
export const MAX_WRITER_CONNECTIONS = 8;
