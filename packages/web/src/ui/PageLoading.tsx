import classes from './PageLoading.module.css';

/** Shown while a page's code or the app's services load (plain CSS: no Mantine yet). */
export function PageLoading() {
  return (
    <div className={classes.loading} role="status" aria-label="Loading">
      <div className={classes.spinner} />
    </div>
  );
}
