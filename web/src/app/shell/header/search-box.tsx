// Search box of the top bar (spec §2, placeholder 'Search…' translated). Choice: the spec gives the
// box no behaviour; it filters nothing and the product's screens carry their own searches.
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

export function SearchBox() {
  const { t } = useTranslation('shell');
  return (
    <form className="umj-search" role="search" onSubmit={(e) => e.preventDefault()}>
      <i className="pi pi-search umj-search__icon" aria-hidden="true" />
      <InputText type="search" placeholder={t('search.placeholder')} aria-label={t('search.label')} />
    </form>
  );
}
