import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../app/route-table';
import { eventDetailsPath, eventDuplicatePath, eventEditPath, verificationPath } from './paths';

/** The route a built link opens, as the router would match its pathname. */
function routeNameOf(link: string) {
  const { pathname } = new URL(link, 'http://localhost');
  return ROUTES.find((route) => matchPath(route.path, pathname))?.name;
}

describe('paths', () => {
  it('builds links that open their screen', () => {
    expect(routeNameOf(eventDetailsPath('sunset-picnic-7'))).toBe('EventDetails');
    expect(routeNameOf(eventEditPath('sunset-picnic-7'))).toBe('EventEdit');
    expect(routeNameOf(eventDuplicatePath('sunset-picnic-7'))).toBe('EventCreate');
    expect(routeNameOf(verificationPath('priya-2'))).toBe('Verification');
  });

  it('encodes the value', () => {
    expect(eventDetailsPath('a/b c')).toBe('/event-details/a%2Fb%20c');
    expect(eventEditPath('a/b')).toBe('/event/a%2Fb');
    expect(eventDuplicatePath('a&b')).toBe('/event?duplicate=a%26b');
    expect(verificationPath('a?b')).toBe('/verification/a%3Fb');
  });
});
