/** The current time. Injected so tests can move time forward instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
