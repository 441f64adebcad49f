import '@testing-library/jest-dom';

// jsdom lays nothing out, so it has no scrollIntoView; components call it to bring a message into view. (Tests of
// server code run in Node, without Element.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = jest.fn();
