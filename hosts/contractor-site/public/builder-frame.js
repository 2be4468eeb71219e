// The frame shows this site's store from the other loopback name, so it is another origin.
const frame = document.getElementById('builder-frame');
const other = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
frame.src = `${location.protocol}//${other}:${location.port}${frame.dataset.srcPath}`;
