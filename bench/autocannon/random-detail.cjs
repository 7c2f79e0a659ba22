'use strict';
/**
 * setupRequest of the detail scenario; autocannon loads it by path, also inside its worker threads.
 * Asks for a random section of `context.ids` (a comma list of public section ids) under `context.base`.
 */
let ids;
module.exports = function randomDetail(request, context) {
  ids ??= context.ids.split(',');
  request.path = context.base + ids[Math.floor(Math.random() * ids.length)];
  return request;
};
