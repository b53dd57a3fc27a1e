// Expected: no-restricted-imports twice (browser code imports server packages).
import express from 'express';
import { createDb } from '@fj/db';
export const server = [express, createDb];
