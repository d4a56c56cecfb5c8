/** Template notices and the delete confirmation, as spec 1 §2 and §8 spell them. */
export const CONFIRM_DELETE_TEMPLATE = 'Are you sure want to delete this template?';
export const TEMPLATE_ADDED_TO_FAVOURITES = 'Template added to favourites';
export const TEMPLATE_REMOVED_FROM_FAVOURITES = 'Template removed from favourites';
export const TEMPLATE_DELETED = 'Successfully Deleted';

/** The notice after a favourite toggle: adding or removing. */
export const favouriteNotice = (nowFavourite: boolean): string =>
  nowFavourite ? TEMPLATE_ADDED_TO_FAVOURITES : TEMPLATE_REMOVED_FROM_FAVOURITES;
