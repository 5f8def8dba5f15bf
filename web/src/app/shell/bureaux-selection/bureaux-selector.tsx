// Office selector of the header (docs/product-rules.md#screens): multi-select with checkboxes of the user's offices (all
// when unrestricted), error state when none is selected, stored under selectionBureaux; a changed
// selection reloads the page once the list closes, so every screen reads it afresh.
import {
  MultiSelect,
  type MultiSelectChangeEvent,
  type MultiSelectPassThroughOptions,
} from 'primereact/multiselect';
import { isSelectionEmpty } from '@umj/shared/bureau';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedBureaux } from '../../../lib/bureaux/use-selected-bureaux.ts';
import { writeSelection } from '../../../lib/bureaux/selection-storage.ts';

export interface BureauxSelectorProps {
  /** Injected by tests; reloads the page by default. */
  reload?: () => void;
  /** Opens the list once mounted: its stand-in was clicked before it arrived (lazy-bureaux-selector.tsx). */
  ouvrir?: boolean;
}

const defaultReload = () => window.location.reload();

/**
 * Accessibility of PrimeReact's checkboxes in the list (axe): an option's checkbox is decoration of the
 * option (role=option, aria-selected), so it leaves the accessibility tree; the select-all checkbox keeps
 * its focusable input, named, without a second role=checkbox around it.
 */
function checkboxesPt(selectAllLabel: string): MultiSelectPassThroughOptions {
  return {
    // Disabled: not focusable (axe nested-interactive); CSS lets the clicks through to the option.
    checkbox: { input: { 'aria-hidden': true, tabIndex: -1, disabled: true } },
    headerCheckbox: {
      root: { role: undefined, 'aria-checked': undefined },
      input: { 'aria-label': selectAllLabel },
    },
  } as MultiSelectPassThroughOptions;
}

export function BureauxSelector({ reload = defaultReload, ouvrir = false }: BureauxSelectorProps) {
  const { t } = useTranslation('shell');
  const { visible, ids, ready, error } = useSelectedBureaux();
  const select = useRef<MultiSelect>(null);
  useEffect(() => {
    if (ouvrir) select.current?.show();
  }, [ouvrir]);
  const [draft, setDraft] = useState<string[] | null>(null);
  // The selection when the list opened: storage is written on every tick, so `ids` follows the draft.
  const openedWith = useRef<string[] | null>(null);
  const errorId = useId();
  const value = draft ?? ids;
  const empty = ready && isSelectionEmpty({ bureaux: value });

  const onChange = (event: MultiSelectChangeEvent) => {
    const next = (event.value as string[]) ?? [];
    setDraft(next);
    writeSelection(next);
  };

  const onShow = () => {
    openedWith.current = ids;
  };

  const onHide = () => {
    const before = openedWith.current ?? ids;
    openedWith.current = null;
    if (draft !== null && (draft.length !== before.length || draft.some((id) => !before.includes(id))))
      reload();
    setDraft(null);
  };

  if (error) {
    return (
      <span className="umj-bureaux umj-bureaux--error" role="alert">
        {t('bureaux.loadError')}
      </span>
    );
  }

  return (
    <div className="umj-bureaux">
      <MultiSelect
        ref={select}
        value={value}
        options={visible}
        optionLabel="nom"
        optionValue="id"
        onChange={onChange}
        onShow={onShow}
        onHide={onHide}
        display="comma"
        maxSelectedLabels={2}
        selectedItemsLabel={t('bureaux.selectedCount', { count: value.length })}
        placeholder={t('bureaux.placeholder')}
        aria-label={t('bureaux.label')}
        invalid={empty}
        loading={!ready}
        showSelectAll
        pt={checkboxesPt(t('bureaux.selectAll'))}
        className="umj-bureaux__select"
        panelClassName="umj-bureaux__panel"
      />
      {empty && (
        <small id={errorId} className="umj-pastille umj-bureaux__error" role="alert">
          {t('bureaux.required')}
        </small>
      )}
    </div>
  );
}
