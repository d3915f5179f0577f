import { localStorageColorSchemeManager } from '@mantine/core';

/** Where the browser remembers the chosen colour scheme; with nothing stored, the system's is used. */
export const COLOR_SCHEME_KEY = 'apparel-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
