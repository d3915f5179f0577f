import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { readableOn } from './contrast';

const colors = DEFAULT_THEME.colors as Record<string, MantineColorsTuple>;
const WHITE = '#ffffff';
/** The backgrounds text sits on: the page, striped table rows, and the light variant's tint. */
const LIGHT_PAGE = [WHITE, colors.gray?.[0] ?? '#f8f9fa'];
const DARK_PAGE = [colors.dark?.[7] ?? '#242424', colors.dark?.[6] ?? '#2e2e2e'];

/**
 * AA contrast (4.5:1) for every coloured text in both schemes: `c="red"` text, anchors, the light
 * variant of badges, alerts and subtle buttons, secondary (dimmed) text and error messages. Mantine's
 * defaults miss it for several (grey 3.3:1, red error 3.3:1, green badge 3.8:1), so each colour's text
 * shade is derived from its palette and checked against the backgrounds it is shown on.
 */
const colourTextVariables = (scheme: 'light' | 'dark') => {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    if (scheme === 'light') {
      const tint = shades[1];
      variables[`--mantine-color-${name}-text`] = readableOn(shades[8], LIGHT_PAGE);
      variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [...LIGHT_PAGE, tint]);
    } else {
      variables[`--mantine-color-${name}-text`] = readableOn(shades[4], DARK_PAGE);
    }
  }
  return variables;
};

/** The variables of each theme, worked out once: Mantine asks on every render of its provider. */
const resolved = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

/**
 * Passed to MantineProvider with the theme (AppProviders). Cached per theme: the readable shades are
 * searched step by step, and Mantine calls the resolver again each time its provider renders (on a
 * phone a few milliseconds of each start-up render, issue 20).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const known = resolved.get(theme);
  if (known) return known;
  const variables = resolveCssVariables(theme);
  resolved.set(theme, variables);
  return variables;
};

const resolveCssVariables: CSSVariablesResolver = (theme) => {
  const base = defaultCssVariablesResolver(theme);
  return {
    variables: base.variables,
    light: {
      ...base.light,
      ...colourTextVariables('light'),
      '--mantine-color-dimmed': readableOn(colors.gray?.[6] ?? '#868e96', LIGHT_PAGE),
      '--mantine-color-error': readableOn(colors.red?.[8] ?? '#e03131', LIGHT_PAGE),
      '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    },
    dark: {
      ...base.dark,
      ...colourTextVariables('dark'),
      // Links on cards and rows: the primary's readable shade, not the filled shade 8 (2.6:1 on dark-6).
      '--mantine-color-anchor': 'var(--mantine-color-indigo-text)',
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': readableOn(colors.red?.[5] ?? '#ff6b6b', DARK_PAGE),
      '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    },
  };
};

const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
/**
 * Calendars: the month/year button is named by its own text ("November 2026"), and the days of the
 * neighbouring months are not drawn (they were faint, below AA contrast, and not choosable anyway).
 */
const CALENDAR_DEFAULTS = { ariaLabels: CALENDAR_LABELS, hideOutsideDates: true };

/**
 * Pickers open on typing, a click or Alt+ArrowDown, not when Tab passes through; typing highlights the
 * first match so Enter picks it.
 */
const PICKER_DEFAULTS = { openOnFocus: false, selectFirstOptionOnChange: true, withScrollArea: false };
/**
 * A picker's options scroll in the listbox itself, not in a ScrollArea wrapped around it: the element
 * that scrolls is then the popup the input controls (aria-controls), which keyboard users scroll with
 * the arrow keys from the input. A wrapper that scrolls is a region no key reaches (axe's serious
 * scrollable-region-focusable on every open picker).
 */
const PICKER_STYLES = { options: { maxHeight: 220, overflowY: 'auto' as const } };
const PICKER = { defaultProps: PICKER_DEFAULTS, styles: PICKER_STYLES };

/**
 * The one theme. Filled buttons use shade 8 (white text 5.7:1 where shade 6 gave 4.3:1); every
 * control Mantine leaves unnamed or unreachable gets a name and a tab stop here, so screens inherit it.
 * Component defaults are plain objects, so naming @mantine/dates pickers does not load that package.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // Filled colours lighter than this get dark text: green 8 (luminance 0.25) reads 6.1:1 with dark
  // text where white gave 3.4:1; indigo 8 and red 8 stay white (5.7:1, 4.5:1).
  luminanceThreshold: 0.2,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // With forms/enter-never-submits, Enter in a picker never saves the form.
    Select: PICKER,
    MultiSelect: PICKER,
    Autocomplete: { defaultProps: { openOnFocus: false, withScrollArea: false }, styles: PICKER_STYLES },
    TagsInput: { defaultProps: { openOnFocus: false, withScrollArea: false }, styles: PICKER_STYLES },
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    DateInput: { defaultProps: CALENDAR_DEFAULTS },
    DatePickerInput: { defaultProps: CALENDAR_DEFAULTS },
    DatePicker: { defaultProps: CALENDAR_DEFAULTS },
    Calendar: { defaultProps: CALENDAR_DEFAULTS },
  },
});
