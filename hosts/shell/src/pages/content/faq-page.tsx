import { useSession } from '@showroom/ui';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { ContentArticle } from './content-article.tsx';
import { tabsFor } from './faq-audience.ts';
import { FAQ_TABS } from './faq-text.tsx';
import { SupportEmail } from './support-contact.tsx';

/** `/faq`: the FAQ and help text in tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function FaqPage() {
  const userType = useSession().user?.type;
  const tabs = tabsFor(FAQ_TABS, userType);
  const [selectedId, setSelectedId] = useState(tabs[0]?.id ?? '');
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  }

  return (
    <ContentArticle
      title="Frequently Asked Questions"
      lead={
        <>
          Answers about products, orders, delivery, returns and your account. Still stuck? Write to{' '}
          <SupportEmail />.
        </>
      }
    >
      <div className="faq-tabs" role="tablist" aria-label="FAQ topics">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            className="faq-tabs__tab"
            aria-selected={tab.id === selected?.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === selected?.id ? 0 : -1}
            onClick={() => setSelectedId(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected && (
        <section
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          className="content__section"
        >
          <h2>{selected.label}</h2>
          {selected.items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>{item.question}</summary>
              <div className="faq-item__answer">{item.answer}</div>
            </details>
          ))}
        </section>
      )}
    </ContentArticle>
  );
}
