import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

const Sun = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
const Moon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

/**
 * Dark mode on or off. Until pressed the app follows the system's scheme; the choice is then
 * remembered by this browser (packages/ui/src/theme/color-scheme.ts).
 */
export function useColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return { dark, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}

/** The toggle as an icon button (the header on wider screens, the sign-in card). */
export function ColorSchemeToggle() {
  const { dark, toggle } = useColorSchemeToggle();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Use light colours' : 'Use dark colours'}
      onClick={toggle}
    >
      {dark ? <Sun /> : <Moon />}
    </ActionIcon>
  );
}
