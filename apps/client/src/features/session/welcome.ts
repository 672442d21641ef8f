/** The router state a new member arrives home with (issue 33 item 26): home shows its welcome card once. */
export const WELCOME_STATE = 'welcome';

export const isWelcome = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[WELCOME_STATE] === true;
