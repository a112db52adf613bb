import { i18nProvider } from '../../providers/i18nProvider';

const bars = (count: number) => Array.from({ length: count }, (_, index) => <i key={index} />);

/**
 * Shown while a lazy part of the app downloads: the same branded frame index.html paints before any script runs (its
 * styles live there), so the page goes from that frame straight to itself, never through a blank screen or a spinner.
 * `app`: the signed-in shell (header, sidebar outline, a list's skeleton); `public`: the sign-in card. It may render
 * outside any react-admin context, so it asks the i18n provider directly for its label.
 */
export const AppLoading = ({ variant = 'app' }: { variant?: 'app' | 'public' }) => (
  <div className={`boot boot--${variant}`} role="progressbar" aria-label={i18nProvider.translate('spendboard.loading')}>
    {variant === 'app' ? (
      <>
        <div className="boot__bar">Spendboard</div>
        <div className="boot__side">{bars(10)}</div>
        <div className="boot__main">
          <div className="boot__filters">{bars(4)}</div>
          <div className="boot__panel">{bars(10)}</div>
        </div>
      </>
    ) : (
      <div className="boot__card">
        <div className="boot__brand">Spendboard</div>
        {bars(4)}
      </div>
    )}
  </div>
);
