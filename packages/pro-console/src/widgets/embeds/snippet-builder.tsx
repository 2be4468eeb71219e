import type { ShowroomElementTag } from '@showroom/elements';
import { SelectField, TextField } from '@showroom/ui/form';
import { useDeferredValue, useState } from 'react';
import { CopyButton } from '../console-home/copy-button.tsx';
import { type ChosenAttributes, elementShortcode, elementSnippet, previewDocument } from './embed-snippet.ts';
import { type AttributeControl, SNIPPET_ELEMENTS, SNIPPET_TAGS } from './snippet-elements.ts';

const ELEMENT_OPTIONS = SNIPPET_TAGS.map((tag) => ({
  value: tag,
  label: `${SNIPPET_ELEMENTS[tag].label} (<${tag}>)`,
}));

/** The controls of the chosen element's attributes (from the elements' typings). */
function controlsOf(tag: ShowroomElementTag): [string, AttributeControl][] {
  return Object.entries(SNIPPET_ELEMENTS[tag].attributes as Record<string, AttributeControl>);
}

/**
 * The snippet builder (issue #23, console item 4): the whole store or one widget, its attributes,
 * the element and its WordPress shortcode to copy, and the widget live in a frame running embed.js
 * with the pro's Showroom ID. Each element keeps what was typed for it when another is chosen.
 */
export function SnippetBuilder({
  platformOrigin,
  showroomId,
}: {
  platformOrigin: string;
  showroomId: string;
}) {
  const [tag, setTag] = useState<ShowroomElementTag>('showroom-store');
  const [values, setValues] = useState<Partial<Record<ShowroomElementTag, ChosenAttributes>>>({});
  const attributes = values[tag] ?? {};
  const snippet = elementSnippet(tag, attributes);
  const shortcode = elementShortcode(tag, attributes);
  // Typing does not reload the frame at every key; it follows once React is idle.
  const preview = useDeferredValue(previewDocument(platformOrigin, showroomId, snippet));

  return (
    <section className="sr-page-card" aria-labelledby="sr-console-builder">
      <h2 id="sr-console-builder" className="sr-page-card__heading">
        Snippet builder
      </h2>
      <p className="sr-page-muted">
        Choose the whole store or one widget, fill in what it should show, and paste it where it should
        appear.
      </p>
      <div className="sr-console__builder">
        <div className="sr-console__builder-form">
          <SelectField
            label="What to embed"
            name="element"
            value={tag}
            options={ELEMENT_OPTIONS}
            onChange={(event) => setTag(event.target.value as ShowroomElementTag)}
          />
          {controlsOf(tag).map(([name, control]) => (
            <TextField
              key={`${tag}-${name}`}
              label={control.label}
              name={name}
              hint={control.hint}
              placeholder={control.placeholder}
              value={attributes[name] ?? ''}
              onChange={(event) =>
                setValues((all) => ({ ...all, [tag]: { ...all[tag], [name]: event.target.value } }))
              }
            />
          ))}
          <p className="sr-page-muted">The element:</p>
          <code className="sr-console__code" data-testid="snippet-element">
            {snippet}
          </code>
          <div className="sr-console__row">
            <CopyButton text={snippet} label="Copy the element" />
          </div>
          <p className="sr-page-muted">On WordPress, with the Showroom plugin:</p>
          <code className="sr-console__code" data-testid="snippet-shortcode">
            {shortcode}
          </code>
          <div className="sr-console__row">
            <CopyButton text={shortcode} label="Copy the shortcode" />
          </div>
        </div>
        <iframe
          className="sr-console__preview"
          title={`Live preview of ${SNIPPET_ELEMENTS[tag].label}`}
          srcDoc={preview}
          loading="lazy"
        />
      </div>
    </section>
  );
}
