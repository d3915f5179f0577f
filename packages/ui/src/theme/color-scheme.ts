import { COLOR_SCHEME_KEY } from '@apparel/contracts';
import { localStorageColorSchemeManager } from '@mantine/core';

/** The chosen colour scheme is remembered under COLOR_SCHEME_KEY; with nothing stored, the system's is used. */
export { COLOR_SCHEME_KEY };

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
