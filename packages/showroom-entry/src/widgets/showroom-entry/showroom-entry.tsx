import { MESSAGES, ROUTE_PATHS } from '@showroom/contract';
import { navigate } from '@showroom/core';
import { Button, StyleSheet, useHostElement, useShowroomSelection } from '@showroom/ui';
import { useState } from 'react';
import { EntryForm } from '../entry-form/entry-form.tsx';
import css from './showroom-entry.css?inline';

export interface ShowroomEntryProps {
  /** Showroom ID to prefill when none is selected; the search runs at once at 8 characters. */
  showroomId?: string | undefined;
}

/**
 * The home-page block (spec §2): the Showroom ID form, replaced by Continue Shopping and
 * New Showroom once a showroom is selected. New Showroom reopens the form.
 */
export function ShowroomEntry({ showroomId }: ShowroomEntryProps) {
  const selection = useShowroomSelection();
  const host = useHostElement();
  const [choosingNew, setChoosingNew] = useState(false);

  if (selection && !choosingNew) {
    return (
      <section className="sr-entry-selected" aria-label="Your showroom">
        <StyleSheet name="sr-showroom-entry" css={css} />
        <p className="sr-entry-selected__text">
          You are shopping at <strong>{selection.company_name}</strong>
          <span className="sr-entry-selected__id"> · Showroom ID {selection.vsd_id}</span>
        </p>
        <div className="sr-entry-selected__actions">
          <Button onClick={() => navigate(ROUTE_PATHS.contractorShowroom, { from: host })}>
            Continue Shopping
          </Button>
          <Button variant="secondary" onClick={() => setChoosingNew(true)}>
            New Showroom
          </Button>
        </div>
      </section>
    );
  }
  return (
    <div className="sr-entry-block">
      <StyleSheet name="sr-showroom-entry" css={css} />
      <p className="sr-entry-block__prompt">{MESSAGES.showroomIdPrompt}</p>
      <EntryForm initialId={choosingNew ? '' : (showroomId ?? '')} onSelected={() => setChoosingNew(false)} />
    </div>
  );
}
