/**
 * The detail of the server's 503 while its maintenance flag is set. The client tells it apart from a
 * gateway's 503 by this text, so both sides read it from here.
 */
export const MAINTENANCE_REFUSAL = 'The server is offline for maintenance.';
