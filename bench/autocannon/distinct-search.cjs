'use strict';
/**
 * setupRequest of the "first search" scenario: every request a list query not asked before in the run (a
 * search word in zh, en or lo, with a bidding type, project type and page), so none is answered from the
 * cache. `context.words` is a "|"-separated list of words; `context.base` the list path.
 */
let combos;
let next = 0;
module.exports = function distinctSearch(request, context) {
  if (!combos) {
    combos = [];
    const words = context.words.split('|');
    for (const page of [1, 2, 3])
      for (const projectType of ['', '&projectType=1', '&projectType=2', '&projectType=3'])
        for (const biddingType of ['', '&biddingType=0', '&biddingType=1'])
          for (const word of words)
            combos.push(`pageNum=${page}&pageSize=10&sectionStautsList=1,7,8&searchValue=${encodeURIComponent(word)}${biddingType}${projectType}`);
  }
  request.path = context.base + '?' + combos[next++ % combos.length];
  return request;
};
