import { act, renderHook } from '@testing-library/react';
import {
  resolveSelectedBusiness,
  selectBusiness,
  SELECTED_BUSINESS_KEY,
  syncSelectedBusinessFromStorage,
  useSelectedBusiness,
} from '../src/business/selectedBusiness';

const acme = { id: 'b1', name: 'Acme' };
const globex = { id: 'b2', name: 'Globex' };

describe('selected business', () => {
  beforeEach(() => {
    localStorage.clear();
    syncSelectedBusinessFromStorage();
  });

  it('defaults to the first business when none is stored, and stores it', () => {
    const { result } = renderHook(() => useSelectedBusiness([acme, globex]));
    expect(result.current.selectedBusiness).toBe(acme);
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b1');
  });

  it('keeps the stored business when it still exists', () => {
    localStorage.setItem(SELECTED_BUSINESS_KEY, 'b2');
    syncSelectedBusinessFromStorage();
    const { result } = renderHook(() => useSelectedBusiness([acme, globex]));
    expect(result.current.selectedBusiness).toBe(globex);
  });

  it('resets to the first business when the stored one no longer exists', () => {
    localStorage.setItem(SELECTED_BUSINESS_KEY, 'deleted');
    syncSelectedBusinessFromStorage();
    const { result } = renderHook(() => useSelectedBusiness([acme, globex]));
    expect(result.current.selectedBusiness).toBe(acme);
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b1');
  });

  it('removes the stored key when there is no business', () => {
    localStorage.setItem(SELECTED_BUSINESS_KEY, 'b1');
    syncSelectedBusinessFromStorage();
    const { result } = renderHook(() => useSelectedBusiness([]));
    expect(result.current.selectedBusiness).toBeNull();
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBeNull();
  });

  it('leaves storage alone while the businesses are loading', () => {
    localStorage.setItem(SELECTED_BUSINESS_KEY, 'b2');
    syncSelectedBusinessFromStorage();
    const { result } = renderHook(() => useSelectedBusiness(undefined));
    expect(result.current.selectedBusiness).toBeNull();
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b2');
  });

  it('selectBusiness is shared by every user of the hook (e.g. after creating a business)', () => {
    const list = [acme, globex];
    const a = renderHook(() => useSelectedBusiness(list));
    const b = renderHook(() => useSelectedBusiness(list));
    act(() => selectBusiness('b2'));
    expect(a.result.current.selectedBusiness).toBe(globex);
    expect(b.result.current.selectedBusiness).toBe(globex);
    expect(localStorage.getItem(SELECTED_BUSINESS_KEY)).toBe('b2');
  });

  it('matches numeric ids against the stored string', () => {
    expect(resolveSelectedBusiness([{ id: 1 }, { id: 2 }], '2')).toEqual({ id: 2 });
  });
});
