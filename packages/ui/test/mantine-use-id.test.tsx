import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/testing';

// `@mantine/hooks`' useId is patched (patches/@mantine__hooks@9.7.3.patch) to keep React's id: upstream
// set a random id in a layout effect at mount, a second, synchronous render of every input and popover
// inside React's commit (issue 20, phones). These fail if the patch stops applying.
describe("Mantine's useId (patched)", () => {
  it('mounts an input in one commit, its label and description linked from the first render', () => {
    const phases: string[] = [];
    renderPage(
      <Profiler id="fields" onRender={(_id, phase) => phases.push(phase)}>
        <TextInput label="Style name" description="As retailers see it" />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
    const name = screen.getByRole('textbox', { name: 'Style name' });
    expect(name.id).toMatch(/^mantine-/);
    expect(name).toHaveAccessibleDescription('As retailers see it');
  });
});
