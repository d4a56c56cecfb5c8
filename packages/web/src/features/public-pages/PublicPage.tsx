import { useEffect, type ReactNode } from 'react';
import { TorqueWordmark } from '../../ui/TorqueMark';
import classes from './PublicPage.module.css';

type PublicPageProps = {
  readonly title: string;
  /** A big figure above the title (404, 500). */
  readonly code?: string;
  readonly children: ReactNode;
};

/** The frame of the small public pages: the product mark and one card. */
export function PublicPage({ title, code, children }: PublicPageProps) {
  useEffect(() => {
    document.title = `${title} · Torque`;
  }, [title]);
  return (
    <main className={classes.page}>
      <TorqueWordmark size={34} />
      <section className={classes.card} aria-labelledby="public-page-title">
        {code && (
          <p className={classes.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 id="public-page-title" className={classes.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

export const publicPageClasses = classes;
