/** @jest-environment node */
import { readFileSync } from 'node:fs'
import semver from 'semver'

// `npm audit --omit=dev` runs on GitHub only (.github/workflows/checks.yml): the registry these machines reach
// refuses its endpoint. So the advisories this tree has held are listed here, with the versions they affect, and
// a lockfile that brings one of them back fails on any machine.

type Lockfile = { packages: Record<string, { version?: string; link?: boolean }> }
type Manifest = { overrides: Record<string, string | Record<string, string>> }

/** Published advisories met in this tree: the package, the versions affected, the first patched release. */
const ADVISORIES = [
  { name: 'sharp', ghsa: 'GHSA-f88m-g3jw-g9cj', affected: '<0.35.0', patched: '0.35.0' },
  { name: 'lodash', ghsa: 'GHSA-f23m-r3pf-42rh', affected: '>=4.0.0 <4.18.0', patched: '4.18.0' },
  { name: 'lodash', ghsa: 'GHSA-r5fr-rjxr-66jc', affected: '>=4.0.0 <4.18.0', patched: '4.18.0' },
  { name: 'path-to-regexp', ghsa: 'GHSA-37ch-88jc-xwx2', affected: '<0.1.13', patched: '0.1.13' },
  { name: 'cookie', ghsa: 'GHSA-pxg6-pf52-xh8x', affected: '<0.7.0', patched: '0.7.0' },
  { name: 'tmp', ghsa: 'GHSA-52f5-9888-hmc6', affected: '<0.2.4', patched: '0.2.4' },
  { name: 'serialize-javascript', ghsa: 'GHSA-5c6j-r48x-rmvq', affected: '<7.0.3', patched: '7.0.3' },
  { name: 'serialize-javascript', ghsa: 'GHSA-qj8w-gfj5-8c6v', affected: '>=5.0.0 <7.0.5', patched: '7.0.5' },
  {
    name: 'immutable',
    ghsa: 'GHSA-wf6x-7x77-mvgw',
    affected: '<3.8.3 || >=4.0.0-rc.1 <4.3.8 || >=5.0.0 <5.1.5',
    patched: '3.8.3, 4.3.8, 5.1.5',
  },
  { name: 'webpack', ghsa: 'GHSA-38r7-794h-5758', affected: '>=5.49.0 <5.104.0', patched: '5.104.0' },
  { name: 'webpack', ghsa: 'GHSA-8fgc-7cc6-rx7x', affected: '>=5.49.0 <5.104.1', patched: '5.104.1' },
  { name: 'uuid', ghsa: 'GHSA-w5hq-g745-h8pq', affected: '<11.1.1 || 12.0.0 || 13.0.0', patched: '11.1.1' },
]

const DECAP_ON_REACT_19 = 'Decap runs it on React 19, its peer range stops at 18 (decaporg/decap-cms#7878).'
const EXPERIMENTAL_REACT =
  'Gatsby 5 depends on an experimental build that asks for an experimental React; Gatsby never loads it for a static site.'
const GATSBY_ESLINT_PEERS =
  'Gatsby 5.16.1, the latest, installs @typescript-eslint 5 beside eslint-config-react-app 6, whose peers ask for 4 ' +
  '(only gatsby develop lints with it); without this npm ls --all reports both as invalid.'
const TRACE_ENGINE_TAGS =
  "Lighthouse's trace engine asks for these by the tag `latest`, which npm ls cannot check against a lockfile " +
  'without registry addresses, and reports as invalid; the range is the release the tag named when locked.'
const DECAP_UUID_PEER = 'GHSA-w5hq-g745-h8pq: Decap 3.19 declares uuid ^8.3.2 as its peer; its code imports none.'

/**
 * Why each of package.json's `overrides` is there (package.json holds no comments, so this table is where each
 * one is explained): a package that declares less than it runs on, or a release that still depends on a
 * version with an advisory. Each names its upstream issue where one stands, or what would let it go. An
 * override is scoped to the parent that asks for the old release (`parent > package`), never the whole tree,
 * unless every parent needs it.
 */
const OVERRIDES: Record<string, string> = {
  sharp:
    "Every copy is the page's own (`$sharp`): gatsby-plugin-sharp's sharp 0.32 downloads libvips at install time, " +
    'which fails without internet access, and releases before 0.35 fall in GHSA-f88m-g3jw-g9cj.',
  'react-aria-menubutton > react': DECAP_ON_REACT_19,
  'react-scroll-sync > react': DECAP_ON_REACT_19,
  'react-scroll-sync > react-dom': DECAP_ON_REACT_19,
  'react-split-pane > react': DECAP_ON_REACT_19,
  'react-split-pane > react-dom': DECAP_ON_REACT_19,
  'redux-notifications > react': DECAP_ON_REACT_19,
  'redux-notifications > react-dom': DECAP_ON_REACT_19,
  'react-server-dom-webpack > react': EXPERIMENTAL_REACT,
  'react-server-dom-webpack > react-dom': EXPERIMENTAL_REACT,
  '@graphql-codegen/plugin-helpers > lodash':
    "GHSA-f23m-r3pf-42rh, GHSA-r5fr-rjxr-66jc: Gatsby's type generation uses plugin-helpers 2 and 3, whose lodash " +
    '~4.17.0 cannot reach the patched 4.18; plugin-helpers drops lodash from 6.3.0, which Gatsby 5.16.1 (the latest) ' +
    'does not use.',
  '@ardatan/relay-compiler > immutable':
    "GHSA-wf6x-7x77-mvgw: relay-compiler 12.0.x (Gatsby's type generation, through " +
    '@graphql-tools/relay-operation-optimizer 6) asks for immutable ~3.7.6; 3.8.3 is the patched release of that major.',
  'gatsby > cookie': 'GHSA-pxg6-pf52-xh8x: Gatsby 5.16.1, the latest, asks for cookie ^0.5.0 (for Gatsby Functions).',
  'gatsby > path-to-regexp':
    'GHSA-37ch-88jc-xwx2: Gatsby 5.16.1, the latest, pins path-to-regexp 0.1.12, as it pinned earlier vulnerable ' +
    'releases before (gatsbyjs/gatsby#39088).',
  'gatsby > webpack':
    'GHSA-38r7-794h-5758, GHSA-8fgc-7cc6-rx7x: Gatsby 5.16.1, the latest, pins webpack ~5.98.0 (gatsbyjs/gatsby#39365).',
  'gatsby > uuid':
    'GHSA-w5hq-g745-h8pq: Gatsby 5.16.1, the latest, asks for uuid ^8.3.2; 11.1.1 is the first patched release, and ' +
    'the v4 and v5 that Gatsby calls are unchanged.',
  'decap-cms-core > uuid': DECAP_UUID_PEER,
  'decap-cms-lib-auth > uuid': DECAP_UUID_PEER,
  'decap-cms-widget-file > uuid': DECAP_UUID_PEER,
  'decap-cms-widget-list > uuid': DECAP_UUID_PEER,
  'external-editor > tmp':
    'GHSA-52f5-9888-hmc6: external-editor 3.1.0, its last release, asks for tmp ^0.0.33 (gatsby-cli, through ' +
    'yurnalist and inquirer 7).',
  'eslint-config-react-app > @typescript-eslint/eslint-plugin': GATSBY_ESLINT_PEERS,
  'eslint-config-react-app > @typescript-eslint/parser': GATSBY_ESLINT_PEERS,
  '@paulirish/trace_engine > legacy-javascript': TRACE_ENGINE_TAGS,
  '@paulirish/trace_engine > third-party-web': TRACE_ENGINE_TAGS,
  'css-minimizer-webpack-plugin > serialize-javascript':
    'GHSA-5c6j-r48x-rmvq, GHSA-qj8w-gfj5-8c6v: Gatsby asks for css-minimizer-webpack-plugin 2, which asks for ' +
    'serialize-javascript ^5.',
}

const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest

/** Every package the lockfile installs, with its version and where. */
const installed = Object.entries(lockfile.packages)
  .filter(([path, entry]) => path.includes('node_modules/') && entry.version && !entry.link)
  .map(([path, entry]) => ({
    name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version!,
    path,
  }))

describe('the lockfile', () => {
  it('holds no release that a published advisory affects', () => {
    const found = installed.flatMap(({ name, version, path }) =>
      ADVISORIES.filter(
        (advisory) =>
          advisory.name === name && semver.satisfies(version, advisory.affected, { includePrerelease: true }),
      ).map(({ ghsa, patched }) => `${path} ${version}: ${ghsa}, patched in ${patched}`),
    )
    expect(found).toEqual([])
  })

  it('still holds each package the advisories above name', () => {
    const names = new Set(installed.map(({ name }) => name))
    expect(ADVISORIES.map(({ name }) => name).filter((name) => !names.has(name))).toEqual([])
  })
})

describe("package.json's overrides", () => {
  it('each have their reason here, and no reason outlives its override', () => {
    const overrides = Object.entries(manifest.overrides).flatMap(([name, override]) =>
      typeof override === 'string' ? [name] : Object.keys(override).map((inner) => `${name} > ${inner}`),
    )
    expect(overrides.sort()).toEqual(Object.keys(OVERRIDES).sort())
  })
})
