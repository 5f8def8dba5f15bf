// Theme customizer (docs/product-rules.md#screens): style, mode, colours, RTL, navigation style, layout type, footer,
// header and route transition; every change applies at once and is stored.
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { Sidebar } from 'primereact/sidebar';
import { useId, type ReactNode } from 'react';
import { dropdownLabel } from '../../../lib/dropdown-label.ts';
import { useTranslation } from 'react-i18next';
import { NAV_STYLES } from './nav-styles.ts';
import { useTheme } from './theme-context.ts';
import {
  FOOTER_TYPES,
  HEADER_TYPES,
  LAYOUT_TYPES,
  MODES,
  ROUTE_TRANSITIONS,
  THEME_STYLES,
  type ThemeSettings,
} from './theme-settings.ts';

type ChoiceKey = 'themeStyle' | 'mode' | 'layoutType' | 'footerType' | 'headerType';
type ColorKey = 'primaryColor' | 'secondaryColor' | 'sidebarColor';

function Field({ label, children, htmlFor }: { label: string; children: ReactNode; htmlFor?: string }) {
  return (
    <div className="umj-customizer__field">
      {htmlFor ? (
        <label htmlFor={htmlFor}>{label}</label>
      ) : (
        <span className="umj-customizer__label">{label}</span>
      )}
      {children}
    </div>
  );
}

export function ThemeCustomizer({ visible, onHide }: { visible: boolean; onHide(): void }) {
  const { t } = useTranslation('shell');
  const { settings, update, reset } = useTheme();
  const id = useId();
  const tr = (key: string): string => t(key);

  const choice = <K extends ChoiceKey>(key: K, values: readonly ThemeSettings[K][]) => (
    <Field label={tr(`customizer.${key}`)}>
      <SelectButton
        value={settings[key]}
        options={values.map((value) => ({ value, label: tr(`customizer.values.${value}`) }))}
        onChange={(e) => e.value && update({ [key]: e.value } as Partial<ThemeSettings>)}
        aria-label={tr(`customizer.${key}`)}
        allowEmpty={false}
      />
    </Field>
  );

  const colour = (key: ColorKey) => (
    <Field label={tr(`customizer.${key}`)} htmlFor={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        type="color"
        className="umj-customizer__color"
        value={settings[key]}
        onChange={(e) => update({ [key]: e.target.value.toUpperCase() } as Partial<ThemeSettings>)}
      />
    </Field>
  );

  const toggle = (key: 'rtl' | 'showFooter') => (
    <Field label={tr(`customizer.${key}`)} htmlFor={`${id}-${key}`}>
      {/* A native switch: PrimeReact's InputSwitch nests a checkbox in a role=checkbox (axe). */}
      <input
        id={`${id}-${key}`}
        type="checkbox"
        role="switch"
        className="umj-switch"
        checked={settings[key]}
        onChange={(e) => update({ [key]: e.target.checked })}
      />
    </Field>
  );

  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      position={document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      className="umj-customizer"
      header={<h2 className="umj-customizer__title">{t('customizer.title')}</h2>}
    >
      {choice('themeStyle', THEME_STYLES)}
      {choice('mode', MODES)}
      {colour('primaryColor')}
      {colour('secondaryColor')}
      {colour('sidebarColor')}
      {toggle('rtl')}
      <Field label={t('customizer.navStyle')} htmlFor={`${id}-nav`}>
        <Dropdown
          inputId={`${id}-nav`}
          {...dropdownLabel(t('customizer.navStyle'))}
          value={settings.navStyle}
          options={NAV_STYLES.map((value) => ({ value, label: t(`customizer.navStyles.${value}`) }))}
          onChange={(e) => update({ navStyle: e.value })}
        />
      </Field>
      {choice('layoutType', LAYOUT_TYPES)}
      {toggle('showFooter')}
      {choice('footerType', FOOTER_TYPES)}
      {choice('headerType', HEADER_TYPES)}
      <Field label={t('customizer.routeTransition')} htmlFor={`${id}-transition`}>
        <Dropdown
          inputId={`${id}-transition`}
          {...dropdownLabel(t('customizer.routeTransition'))}
          value={settings.routeTransition}
          options={ROUTE_TRANSITIONS.map((value) => ({ value, label: t(`customizer.transitions.${value}`) }))}
          onChange={(e) => update({ routeTransition: e.value })}
        />
      </Field>
      <Button type="button" label={t('customizer.reset')} icon="pi pi-refresh" outlined onClick={reset} />
    </Sidebar>
  );
}
