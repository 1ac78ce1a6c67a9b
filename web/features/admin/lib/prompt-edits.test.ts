import { describe, expect, it } from 'vitest';
import { changedFields, draftOf, hasChanges, promptTitle, splitPlaceholders, withEdit, type EditableFields } from './prompt-edits';

const saved: EditableFields = { prompt: 'Age {{AGE}}', model: 'gpt-4o-mini', provider: 'openai' };

describe('promptTitle', () => {
  it('turns the name into a title', () => {
    expect(promptTitle('drawing-analysis')).toBe('Drawing Analysis');
    expect(promptTitle('conversation')).toBe('Conversation');
  });
});

describe('prompt edits', () => {
  it('keeps only the fields that differ from the saved prompt', () => {
    let edits = withEdit(saved, {}, 'model', 'gpt-4o');
    edits = withEdit(saved, edits, 'provider', 'openrouter');
    expect(edits).toEqual({ model: 'gpt-4o', provider: 'openrouter' });
    edits = withEdit(saved, edits, 'provider', 'openai');
    expect(edits).toEqual({ model: 'gpt-4o' });
    expect(changedFields(saved, edits)).toEqual({ model: 'gpt-4o' });
    expect(hasChanges(saved, edits)).toBe(true);
  });

  it('shows the saved prompt under the edits', () => {
    expect(draftOf(saved, { prompt: 'New' })).toEqual({ ...saved, prompt: 'New' });
    expect(draftOf(saved, undefined)).toEqual(saved);
  });

  it('sends nothing once the saved prompt already matches the edit', () => {
    const moved = { ...saved, model: 'gpt-4o' };
    expect(changedFields(moved, { model: 'gpt-4o' })).toEqual({});
    expect(hasChanges(moved, { model: 'gpt-4o' })).toBe(false);
    expect(hasChanges(saved, undefined)).toBe(false);
  });
});

describe('splitPlaceholders', () => {
  it('finds the known placeholders in both brace forms', () => {
    expect(splitPlaceholders('Age {{AGE}}, week {WEEK_NUMBER}.')).toEqual([
      { text: 'Age ' },
      { text: '{{AGE}}', placeholder: { name: 'AGE', known: true } },
      { text: ', week ' },
      { text: '{WEEK_NUMBER}', placeholder: { name: 'WEEK_NUMBER', known: true } },
      { text: '.' },
    ]);
  });

  it('flags an unknown double-brace name and leaves single-brace words alone', () => {
    expect(splitPlaceholders('{{CHILD_NAME}} {OK}')).toEqual([
      { text: '{{CHILD_NAME}}', placeholder: { name: 'CHILD_NAME', known: false } },
      { text: ' {OK}' },
    ]);
  });

  it('returns plain text when there are no placeholders', () => {
    expect(splitPlaceholders('Just words')).toEqual([{ text: 'Just words' }]);
    expect(splitPlaceholders('')).toEqual([]);
  });
});
