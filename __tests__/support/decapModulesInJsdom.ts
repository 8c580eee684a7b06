import { randomUUID } from 'node:crypto'

// What decap-cms-core's own modules take from the browser that jsdom lacks, as they load (an empty image's URL)
// and as they make the schema of the configuration (its ids): imported before them.
URL.createObjectURL = () => 'blob:decap-empty-asset'
crypto.randomUUID = randomUUID
