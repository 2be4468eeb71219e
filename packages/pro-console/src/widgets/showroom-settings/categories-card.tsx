import type { ShowroomCategories } from '@showroom/contract/pro';
import { apiFieldErrors, notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { useState } from 'react';
import { loadShowroomCategories, saveShowroomCategories } from '../../api/pro-calls.ts';

function CategoriesForm({
  categories,
  onSaved,
}: {
  categories: ShowroomCategories;
  onSaved: (saved: ShowroomCategories) => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set(categories.carried));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function save() {
    setError(null);
    setBusy(true);
    try {
      const answer = await saveShowroomCategories([...chosen]);
      onSaved(answer.data);
      notify.success(answer.message);
    } catch (failure) {
      const message = apiFieldErrors(failure).category_ids?.[0];
      if (message) setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="sr-console__categories" aria-describedby="sr-categories-error">
        <legend>Categories your shop and widgets show</legend>
        {categories.available.map((category) => (
          <label key={category.id} className="sr-console__category">
            <input type="checkbox" checked={chosen.has(category.id)} onChange={() => toggle(category.id)} />
            {category.name}
          </label>
        ))}
      </fieldset>
      <p id="sr-categories-error" className="sr-field__error" role={error ? 'alert' : undefined}>
        {error}
      </p>
      <div className="sr-console__row">
        <Button type="submit" busy={busy}>
          Save categories
        </Button>
        <Button
          variant="secondary"
          onClick={() => setChosen(new Set(categories.available.map((category) => category.id)))}
        >
          Choose all
        </Button>
        <Button variant="secondary" onClick={() => setChosen(new Set())}>
          Clear
        </Button>
      </div>
    </form>
  );
}

/** Which of the catalogue's categories the showroom carries; the shop and widgets show only those. */
export function CategoriesCard() {
  const { state, retry, update } = useResource(
    'pro-showroom-categories',
    async (signal) => (await loadShowroomCategories(signal)).data,
  );
  return (
    <section className="sr-page-card" aria-labelledby="sr-categories-heading">
      <h2 id="sr-categories-heading" className="sr-page-card__heading">
        Categories carried
      </h2>
      {state.status === 'ready' && (
        <CategoriesForm categories={state.data} onSaved={(saved) => update(() => saved)} />
      )}
      {state.status === 'error' && (
        <FormStatus tone="error">
          Your categories could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      )}
      {(state.status === 'loading' || state.status === 'idle') && <div className="sr-page-skeleton" />}
    </section>
  );
}
