import { describe, expect, it } from 'vitest';
import { selectedOptions, toggleOption } from './service-type-groups';

const organics = { name: 'Commercial Organics', codes: ['CC', 'CY'] };
const trash = { name: 'Default Trash', codes: ['RG'] };

describe('service-type filter entries', () => {
  it('choosing an entry filters by all its codes, and choosing it again drops them', () => {
    const chosen = toggleOption(['RG'], organics);
    expect(chosen).toEqual(['RG', 'CC', 'CY']);
    expect(toggleOption(chosen, organics)).toEqual(['RG']);
  });

  it('completes an entry that is only partly chosen instead of dropping it', () => {
    expect(toggleOption(['CY'], organics)).toEqual(['CY', 'CC']);
  });

  it('shows one pill per chosen entry, not one per code', () => {
    expect(selectedOptions([organics, trash], ['CC', 'CY'])).toEqual([organics]);
    expect(selectedOptions([organics, trash], [])).toEqual([]);
  });
});
