import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders, COLOR_SCHEME_KEY, ColorSchemeToggle, contrastRatio } from '../src';
import { cssVariablesResolver, theme } from '../src/theme/theme';

describe('the colour scheme', () => {
  it('switches to dark mode and remembers the choice in this browser', async () => {
    render(
      <AppProviders>
        <ColorSchemeToggle />
      </AppProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
  });
});

describe('the theme’s contrast', () => {
  const { light, dark } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const shades = DEFAULT_THEME.colors;
  const colourOf = (value: string | undefined): string => {
    const shade = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
    if (!shade) return value ?? '';
    const colour = shades[shade[1] as 'gray'][Number(shade[2])];
    if (colour === undefined) throw new Error(`${value} names no shade of Mantine's default theme`);
    return colour;
  };

  it('reaches AA (4.5:1) for secondary and error text and every colour’s text in light', () => {
    for (const name of [
      '--mantine-color-dimmed',
      '--mantine-color-error',
      '--mantine-color-green-text',
      '--mantine-color-green-light-color',
      '--mantine-color-red-text',
    ] as const) {
      for (const background of ['#ffffff', shades.gray[0]])
        expect(contrastRatio(colourOf(light[name]), background), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(
      contrastRatio(colourOf(light['--mantine-color-green-light-color']), shades.green[1]),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches AA for secondary and error text in dark', () => {
    for (const name of [
      '--mantine-color-dimmed',
      '--mantine-color-error',
      '--mantine-color-indigo-text',
    ] as const) {
      expect(contrastRatio(colourOf(dark[name]), shades.dark[7]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('puts white text on primary buttons at AA', () => {
    expect(contrastRatio('#ffffff', shades.indigo[8])).toBeGreaterThanOrEqual(4.5);
  });

  it('is worked out once per theme, and afresh for another theme', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(cssVariablesResolver(merged)).toBe(cssVariablesResolver(merged));
    const other = mergeMantineTheme(DEFAULT_THEME, { ...theme, primaryColor: 'teal' });
    expect(cssVariablesResolver(other)).not.toBe(cssVariablesResolver(merged));
    expect(cssVariablesResolver(other).light['--mantine-color-red-text']).toBe(
      cssVariablesResolver(merged).light['--mantine-color-red-text'],
    );
  });
});
