import { formatMessage, MESSAGES, ROUTE_PATHS, SHOWROOM_ID_LENGTH } from '@showroom/contract';
import { emitShowroomEvent, loadShopProfile, navigate, notify, showroomSelection } from '@showroom/core';
import { Button, StyleSheet, useHostElement } from '@showroom/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import css from './entry-form.css?inline';
import { type ShowroomSearch, useShowroomSearch } from './use-showroom-search.ts';

export interface EntryFormProps {
  /** Showroom ID to start with (e.g. the embed's `data-showroom`). */
  initialId?: string;
  /** Called after the showroom is stored, before navigating. */
  onSelected?: () => void;
}

/**
 * The Showroom ID form: type 8 characters, see the company, press Next (spec §4 "Showroom entry").
 * "No Showroom Found…" is the spec's warning toast, shown once per wrong ID and closed as soon as
 * the ID changes (decision 0020).
 */
export function EntryForm({ initialId = '', onSelected }: EntryFormProps) {
  const { id, search, onInput } = useShowroomSearch(initialId);
  const [opening, setOpening] = useState(false);
  // The ID whose shop profile came back empty on Next: that showroom cannot be entered either.
  const [emptyProfileId, setEmptyProfileId] = useState<string | null>(null);
  const host = useHostElement();
  const inputId = useId();
  const statusId = useId();
  const notFound = (search.status === 'ready' && search.data === null) || emptyProfileId === id;
  const match = search.status === 'ready' && !notFound ? search.data : null;

  // The toast belongs to this wrong ID: editing the ID (or leaving the form) closes it, so it never
  // outlives the correction.
  useEffect(() => {
    if (!notFound) return;
    const toast = notify.warning(MESSAGES.showroomNotFound);
    return () => notify.dismiss(toast);
  }, [notFound]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!match || opening) return;
    setOpening(true);
    try {
      const profile = await loadShopProfile(match);
      if (!profile) {
        setEmptyProfileId(id);
        return;
      }
      showroomSelection.select(profile, match);
      emitShowroomEvent(host ?? document, 'showroom:showroom-selected', { vsdId: match.vsd_id });
      onSelected?.();
      navigate(ROUTE_PATHS.contractorShowroom, { from: host });
    } catch {
      // The API client has shown the catalogue's toast; stay on the form so nothing is lost.
    } finally {
      setOpening(false);
    }
  }

  return (
    <form className="sr-entry" onSubmit={onSubmit} noValidate aria-busy={search.status === 'loading'}>
      <StyleSheet name="sr-entry-form" css={css} />
      <label className="sr-entry__label" htmlFor={inputId}>
        Enter Showroom ID
      </label>
      <div className="sr-entry__row">
        <input
          id={inputId}
          className="sr-entry__input"
          name="showroom_id"
          value={id}
          onChange={(event) => onInput(event.target.value)}
          placeholder="e.g. AB12CD34"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          maxLength={SHOWROOM_ID_LENGTH + 4}
          aria-describedby={statusId}
          aria-invalid={notFound}
        />
        <Button type="submit" disabled={!match || opening} busy={opening}>
          Next
        </Button>
      </div>
      <p id={statusId} className="sr-entry__status" role="status" aria-live="polite">
        {notFound ? '' : statusText(search, id.length)}
        {match && (
          <span className="sr-entry__match">
            <strong className="sr-entry__company">{match.company_name}</strong>
            <span className="sr-entry__id">Showroom ID: {match.vsd_id}</span>
          </span>
        )}
      </p>
    </form>
  );
}

/** What the status line says while no showroom is shown: how many characters to go, or searching. */
function statusText(search: ShowroomSearch, length: number): string {
  if (search.status === 'loading') return MESSAGES.showroomLookingUp;
  // A found showroom shows itself; a failed search was explained by the API client's toast.
  if (search.status !== 'idle') return '';
  if (length === 0) return formatMessage(MESSAGES.showroomIdHint, { length: SHOWROOM_ID_LENGTH });
  const left = SHOWROOM_ID_LENGTH - length;
  return left === 1
    ? MESSAGES.showroomIdOneCharacterLeft
    : formatMessage(MESSAGES.showroomIdCharactersLeft, { count: left });
}
