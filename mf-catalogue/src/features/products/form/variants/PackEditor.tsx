import type { GridAxes } from '@apparel/contracts';
import { type GridAxisItem, QuantityGrid } from '@apparel/ui';
import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { newPackDraft, type VariantFormState } from './variant-form-state';

interface PackEditorProps {
  axes: GridAxes;
  state: VariantFormState;
  onChange: (state: VariantFormState) => void;
}

/** Packs: named ratios per size ("Set A: S 1, M 2, L 2, XL 1"), typed in the same quantity grid. */
export function PackEditor({ axes, state, onChange }: PackEditorProps) {
  const { packs } = state;
  const rows = packs.map(
    (pack, index): GridAxisItem => ({ key: pack.key, name: pack.name || `Pack ${index + 1}` }),
  );
  const columns = axes.sizes.map((size): GridAxisItem => ({ key: String(size.id), name: size.name }));
  const rename = (key: string, name: string) =>
    onChange({ ...state, packs: packs.map((p) => (p.key === key ? { ...p, name } : p)) });

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Packs
      </Text>
      {packs.length === 0 ? (
        <Text size="sm" c="dimmed">
          No packs. A pack sells sizes together in a fixed ratio.
        </Text>
      ) : null}
      {packs.map((pack, index) => (
        <Group key={pack.key} gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label={`Pack ${index + 1} name`}
            value={pack.name}
            onChange={(event) => rename(pack.key, event.currentTarget.value)}
          />
          <CloseButton
            aria-label={`Remove pack ${pack.name || index + 1}`}
            onClick={() => onChange({ ...state, packs: packs.filter((p) => p.key !== pack.key) })}
          />
        </Group>
      ))}
      {packs.length > 0 ? (
        <QuantityGrid
          caption="Pieces of each size per pack"
          rows={rows}
          columns={columns}
          rowAxis="Pack"
          unit="pieces"
          values={state.packRatios}
          onChange={(packRatios) => onChange({ ...state, packRatios })}
        />
      ) : null}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() => onChange({ ...state, packs: [...packs, newPackDraft(packs)] })}
      >
        + Add pack
      </Button>
    </Stack>
  );
}
