/** An ISO day (YYYY-MM-DD) as the sales wire writes it, DD.MM.YYYY (spec 2 §9). */
export function isoToDotted(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
