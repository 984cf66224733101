import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { preloadScreen, routes } from './routes.tsx';

const screenOf = (path: string) => {
  const route = routes.find((candidate) => candidate.path === path);
  if (route === undefined) throw new Error(`no route ${path}`);
  return route.Screen;
};

const renderScreen = (path: string) => {
  const Screen = screenOf(path);
  render(
    <MemoryRouter>
      <Suspense fallback={<p>Splash</p>}>
        <Screen />
      </Suspense>
    </MemoryRouter>,
  );
};

describe('route screens', () => {
  it('render at once when their code has arrived: no splash, so React does not hold them back', async () => {
    await preloadScreen('/No-Such-Page/');
    renderScreen('*');
    expect(screen.queryByText('Splash')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('show the splash while their code is still on its way, then the screen', async () => {
    renderScreen(paths.suggestion);
    expect(screen.getByText('Splash')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Suggestion' })).toBeTruthy();
  });
});
