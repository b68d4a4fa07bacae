import { cleanup } from '@testing-library/react';
import { expect, onTestFinished, test } from 'vitest';
import { renderApp } from '../render';
import { findFooter } from '../trails/helpers';

// jsdom 29 kept the sheet of a <style> removed with its parent (tests/support/style-sheets.ts,
// installed from tests/setup-dom.ts): it still styled the page, and kept the removed subtree.
test('a <style> removed with its parent leaves document.styleSheets and styles nothing; put back, it styles again', () => {
  const before = document.styleSheets.length;
  const styled = document.createElement('p');
  styled.className = 'hidden-by-sheet';
  document.body.append(styled);
  const holder = document.createElement('div');
  onTestFinished(() => [styled, holder].forEach((node) => node.remove()));
  const style = document.createElement('style');
  style.textContent = '.hidden-by-sheet { display: none }';
  holder.append(style);
  document.body.append(holder);
  expect(document.styleSheets.length).toBe(before + 1);
  expect(getComputedStyle(styled).display).toBe('none');

  holder.remove();
  expect(document.styleSheets.length, 'removed with its parent').toBe(before);
  expect(style.sheet).toBeNull();
  expect(getComputedStyle(styled).display).toBe('block');

  document.body.append(holder);
  expect(document.styleSheets.length, 'put back').toBe(before + 1);
  expect(getComputedStyle(styled).display).toBe('none');

  style.remove();
  expect(document.styleSheets.length, 'removed itself').toBe(before);
  expect(getComputedStyle(styled).display).toBe('block');
});

test("a screen's Mantine <style> elements (the trail filters' Grid) leave with the screen", async () => {
  const styles = () => document.querySelectorAll('style').length;
  const before = { styles: styles(), sheets: document.styleSheets.length };
  await renderApp('/trails');
  await findFooter(12, 240);
  expect(styles()).toBeGreaterThan(before.styles);
  expect(document.styleSheets.length).toBeGreaterThan(before.sheets);
  cleanup();
  expect(styles()).toBe(before.styles);
  expect(document.styleSheets.length).toBe(before.sheets);
});
