/**
 * What the content save's schema can refuse with (the server checks the same schema as the editor's
 * form, so this shows only when the two disagree, e.g. after an upgrade): the editor's own
 * validation keys. A refusal it does not know shows "Enter a valid value." in the editor's language.
 */
import { contentEditorMessages } from '../../domain/content-editor';
import type { TServerMessageCatalog } from './server-message';

const NS = 'content-editor:';

export const CONTENT_SAVE_MESSAGES: TServerMessageCatalog = {
  keys: new Map([
    [contentEditorMessages.required, `${NS}validation.required`],
    [contentEditorMessages.invalidUrl, `${NS}validation.url`],
  ]),
  counted: [
    { text: contentEditorMessages.tooLong, key: `${NS}validation.tooLong`, name: 'max' },
    { text: contentEditorMessages.tooMany, key: `${NS}validation.tooMany`, name: 'max' },
  ],
};
