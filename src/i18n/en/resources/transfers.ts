/** English texts of the transfers resource: `resources.transfers.name` and `resources.transfers.fields.*`. */
export const transfersResourceEn = {};
