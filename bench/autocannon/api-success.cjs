'use strict';
/** verifyBody of the API scenarios: the envelope says code 200 (errors also travel with HTTP 200). */
module.exports = function apiSuccess(body) {
  return body.startsWith('{"code":200,');
};
